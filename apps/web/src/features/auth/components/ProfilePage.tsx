import { useQueryClient } from "@tanstack/react-query";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { toast } from "../../../ui/toast-store";
import { openLoginPanel } from "../../session/login-panel-store";
import { authApi } from "../api/auth-api";
import { authErrorText } from "../auth-error";
import { useCurrentUser, useSetCurrentUser } from "../hooks/use-current-user";
import { logout } from "../logout";
import "../auth.css";

/** /account: name, avatar and account deletion (spec: 'Failed to upload avatar.', 'Account delete failed…'). */
export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { user, loading } = useCurrentUser();
  const setUser = useSetCurrentUser();
  const [name, setName] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (loading) return null;
  if (!user) {
    return (
      <section className="auth-scan" data-testid="profile-page">
        <h1>{t("auth.profile")}</h1>
        <button type="button" className="button button-primary" onClick={() => openLoginPanel("sign-in")}>
          {t("auth.signIn")}
        </button>
      </section>
    );
  }

  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setUser(await authApi.updateProfile((name ?? user.name).trim()));
      toast.success(t("common.success"));
    } catch (failure) {
      toast.error(authErrorText(failure, i18n.language));
    }
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    try {
      setUser(await authApi.uploadAvatar(file));
    } catch {
      toast.error(t("auth.avatarFailed"));
    }
  };
  const deleteAccount = async () => {
    try {
      await authApi.deleteAccount();
      await logout(queryClient);
    } catch {
      setConfirmDelete(false);
      toast.error(t("auth.deleteFailed"));
    }
  };

  return (
    <section className="auth-scan" data-testid="profile-page">
      <h1>{t("auth.profile")}</h1>
      {user.avatar ? <img className="avatar avatar-large" src={user.avatar} alt="" width={96} height={96} /> : null}
      <label className="button button-secondary">
        {t("auth.uploadAvatar")}
        <input type="file" accept="image/*" hidden onChange={(event) => void upload(event)} data-testid="avatar-file" />
      </label>
      <form className="auth-form" onSubmit={(event) => void saveName(event)}>
        <label className="auth-label" htmlFor="profile-name">
          {t("auth.nameLabel")}
        </label>
        <div className="auth-row">
          <input id="profile-name" className="auth-input" maxLength={80} value={name ?? user.name} onChange={(event) => setName(event.target.value)} />
          <button type="submit" className="button button-primary">
            {t("auth.saveName")}
          </button>
        </div>
      </form>
      <button type="button" className="button button-secondary" onClick={() => setConfirmDelete(true)}>
        {t("auth.deleteAccount")}
      </button>
      <Modal
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t("auth.deleteAccount")}
        footer={
          <>
            <button type="button" className="button button-secondary" data-autofocus onClick={() => setConfirmDelete(false)}>
              {t("common.cancel")}
            </button>
            <button type="button" className="button button-primary" onClick={() => void deleteAccount()} data-testid="confirm-delete">
              {t("auth.deleteAccount")}
            </button>
          </>
        }
      >
        <p>{t("auth.deleteConfirm")}</p>
      </Modal>
    </section>
  );
}
