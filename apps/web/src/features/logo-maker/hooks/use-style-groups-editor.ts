import { logoStyleValues, type LogoStyleValue } from "@studio/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast-store";
import { logoMakerApi, styleGroupsQuery } from "../api/logo-maker-api";
import { readSampleImage } from "../sample-uploads";
import { moveItem, type StyleItem } from "../style-list";

type Groups = Record<LogoStyleValue, StyleItem[]>;

let nextKey = 0;
const itemOf = (src: string): StyleItem => ({ key: `item-${(nextKey += 1)}`, src });

function emptyGroups(): Groups {
  return Object.fromEntries(logoStyleValues.map((v) => [v, []])) as unknown as Groups;
}

function groupsOf(data: { groups: { value: string; items: { src: string }[] }[] }): Groups {
  const next = emptyGroups();
  for (const group of data.groups) {
    const value = logoStyleValues.find((v) => v === group.value);
    if (value) next[value] = group.items.map((item) => itemOf(item.src));
  }
  return next;
}

/**
 * The style manager's data: every group's images loaded from the server (closing with a message
 * when that fails), the chosen group's list to add to, reorder and remove from, and Save, which
 * stores all groups and refreshes the wizard's style data.
 */
export function useStyleGroupsEditor(style: LogoStyleValue, onLoadFailed: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [groups, setGroups] = useState<Groups | null>(null);
  const [labels, setLabels] = useState<Partial<Record<LogoStyleValue, string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    logoMakerApi
      .styleData(controller.signal)
      .then((data) => {
        const names: Partial<Record<LogoStyleValue, string>> = {};
        for (const group of data.groups) {
          const value = logoStyleValues.find((v) => v === group.value);
          if (value && group.label) names[value] = group.label;
        }
        setGroups(groupsOf(data));
        setLabels(names);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        toast.error(t("logoMaker.styleManager.loadFailed"));
        onLoadFailed();
      });
    return () => controller.abort();
  }, [onLoadFailed, t]);

  const items = groups?.[style] ?? [];
  const setItems = (next: StyleItem[]) => setGroups((current) => (current ? { ...current, [style]: next } : current));

  const addFiles = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    const read = await readSampleImage(file);
    if (!read.ok) toast.error(t(read.problem));
    else setItems([...items, itemOf(read.dataUrl)]);
  };

  const save = async () => {
    if (!groups) return;
    setSaving(true);
    try {
      const data = await logoMakerApi.saveStyles({
        groups: logoStyleValues.map((value) => ({ value, label: labels[value], items: groups[value].map((item) => ({ src: item.src })) })),
      });
      setGroups(groupsOf(data));
      await queryClient.invalidateQueries({ queryKey: styleGroupsQuery.queryKey });
      toast.success(t("logoMaker.styleManager.saved"));
    } catch {
      toast.error(t("logoMaker.styleManager.saveFailed"));
    } finally {
      setSaving(false);
    }
  };

  return {
    loaded: groups !== null,
    items,
    saving,
    move: (from: number, to: number) => setItems(moveItem(items, from, to)),
    remove: (key: string) => setItems(items.filter((i) => i.key !== key)),
    addFiles,
    save,
  };
}
