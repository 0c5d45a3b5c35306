/**
 * Chinese word lists of the offline name generator. `keys` are matched as substrings (Chinese is
 * written without spaces); `chars` are single characters that make two-character names; `shops` end a
 * name with the trade (咖啡, 烘焙坊); slogans are built from two-character words: `verbs` + `nouns`.
 * The industry ids are those of the English lists, so a mixed description finds one entry.
 */
export type IndustryWordsZh = {
  keys: readonly string[];
  chars: readonly string[];
  shops: readonly string[];
  verbs: readonly string[];
  nouns: readonly string[];
};
export type ThemeWordsZh = { keys: readonly string[]; chars: readonly string[]; words: readonly string[] };

export const INDUSTRIES_ZH: Record<string, IndustryWordsZh> = {
  coffee: {
    keys: ["咖啡", "烘焙咖啡", "咖啡馆", "拿铁", "手冲"],
    chars: ["焙", "啡", "豆", "醇", "研"],
    shops: ["咖啡", "咖啡馆", "烘焙所", "咖啡工坊"],
    verbs: ["慢焙", "手冲", "细品", "轻啜"],
    nouns: ["醇香", "好豆", "咖啡", "时光"],
  },
  bakery: {
    keys: ["面包", "烘焙", "蛋糕", "甜点", "西点", "糕点"],
    chars: ["麦", "焙", "酥", "香", "甜"],
    shops: ["面包坊", "烘焙坊", "西点屋", "甜品"],
    verbs: ["现烤", "手作", "慢发", "分享"],
    nouns: ["麦香", "甜蜜", "面包", "早晨"],
  },
  restaurant: {
    keys: ["餐厅", "饭店", "美食", "餐饮", "小馆", "食堂", "面馆", "火锅"],
    chars: ["味", "鲜", "食", "香", "厨"],
    shops: ["小馆", "食堂", "餐厅", "厨房"],
    verbs: ["好好", "慢煮", "围坐", "品尝"],
    nouns: ["吃饭", "家味", "鲜香", "团圆"],
  },
  tea: {
    keys: ["茶", "茶馆", "奶茶", "茶饮"],
    chars: ["茗", "叶", "沏", "清", "禅"],
    shops: ["茶舍", "茶馆", "茶铺", "茶事"],
    verbs: ["慢沏", "闲品", "静享", "一杯"],
    nouns: ["清香", "好茶", "时光", "自在"],
  },
  bar: {
    keys: ["酒吧", "酒馆", "啤酒", "精酿", "红酒", "酒庄"],
    chars: ["醉", "酿", "醇", "杯", "麦"],
    shops: ["酒馆", "酒吧", "精酿", "酒坊"],
    verbs: ["举杯", "共饮", "微醺", "畅饮"],
    nouns: ["今夜", "好酒", "故事", "欢聚"],
  },
  tech: {
    keys: ["科技", "软件", "数据", "智能", "互联网", "云", "数字", "信息"],
    chars: ["智", "云", "数", "链", "芯", "码"],
    shops: ["科技", "智能", "数据", "网络"],
    verbs: ["连接", "驱动", "创造", "智启"],
    nouns: ["未来", "可能", "世界", "价值"],
  },
  fitness: {
    keys: ["健身", "瑜伽", "运动", "训练", "普拉提", "跑步"],
    chars: ["力", "动", "健", "跃", "燃"],
    shops: ["健身", "运动馆", "训练营", "瑜伽馆"],
    verbs: ["燃烧", "突破", "坚持", "唤醒"],
    nouns: ["自我", "力量", "活力", "极限"],
  },
  beauty: {
    keys: ["美容", "美发", "护肤", "美甲", "化妆", "理发", "水疗"],
    chars: ["颜", "妍", "美", "肌", "丽"],
    shops: ["美学", "美容", "沙龙", "工作室"],
    verbs: ["焕发", "绽放", "遇见", "宠爱"],
    nouns: ["光彩", "美丽", "自信", "自己"],
  },
  fashion: {
    keys: ["服装", "时尚", "服饰", "女装", "男装", "鞋", "珠宝"],
    chars: ["衣", "裳", "尚", "锦", "织"],
    shops: ["服饰", "衣橱", "时装", "衣舍"],
    verbs: ["穿出", "定义", "演绎", "遇见"],
    nouns: ["风格", "态度", "自我", "优雅"],
  },
  travel: {
    keys: ["旅行", "旅游", "出行", "度假", "民宿", "酒店", "探险"],
    chars: ["途", "游", "行", "旅", "遥"],
    shops: ["旅行", "旅游", "出行", "假期"],
    verbs: ["出发", "探索", "遇见", "漫游"],
    nouns: ["远方", "世界", "风景", "故事"],
  },
  finance: {
    keys: ["金融", "投资", "财务", "保险", "理财", "会计", "银行"],
    chars: ["鑫", "信", "融", "盈", "益"],
    shops: ["资本", "财富", "金融", "投资"],
    verbs: ["稳健", "守护", "成就", "共赢"],
    nouns: ["财富", "未来", "价值", "信赖"],
  },
  property: {
    keys: ["房产", "地产", "物业", "家居", "装饰", "租房"],
    chars: ["居", "宅", "安", "家", "庭"],
    shops: ["地产", "置业", "家居", "居所"],
    verbs: ["安家", "筑梦", "温暖", "宜居"],
    nouns: ["生活", "家园", "归属", "港湾"],
  },
  education: {
    keys: ["教育", "学校", "培训", "学院", "辅导", "课程", "儿童"],
    chars: ["学", "知", "启", "慧", "书"],
    shops: ["教育", "学堂", "书院", "学院"],
    verbs: ["启迪", "点亮", "成就", "陪伴"],
    nouns: ["未来", "梦想", "智慧", "成长"],
  },
  health: {
    keys: ["医疗", "诊所", "健康", "牙科", "医院", "药房", "康复", "养生"],
    chars: ["康", "安", "仁", "和", "愈"],
    shops: ["医疗", "健康", "诊所", "康养"],
    verbs: ["守护", "关爱", "用心", "陪伴"],
    nouns: ["健康", "生命", "微笑", "安心"],
  },
  pets: {
    keys: ["宠物", "狗", "猫", "萌宠", "宠物店", "兽医"],
    chars: ["萌", "宠", "喵", "汪", "乖"],
    shops: ["宠物", "萌宠", "宠物店", "乐园"],
    verbs: ["宠爱", "陪伴", "守护", "快乐"],
    nouns: ["毛孩", "伙伴", "时光", "家人"],
  },
  photography: {
    keys: ["摄影", "拍照", "影像", "照相", "婚纱", "影视"],
    chars: ["影", "光", "像", "镜", "映"],
    shops: ["摄影", "影像", "影室", "工作室"],
    verbs: ["定格", "记录", "留住", "捕捉"],
    nouns: ["美好", "瞬间", "光影", "故事"],
  },
  music: {
    keys: ["音乐", "乐队", "琴行", "唱片", "声音"],
    chars: ["音", "律", "弦", "声", "韵"],
    shops: ["音乐", "琴行", "唱片", "乐坊"],
    verbs: ["聆听", "唱响", "感受", "奏响"],
    nouns: ["旋律", "心声", "生活", "梦想"],
  },
  flowers: {
    keys: ["花", "花店", "园艺", "植物", "绿植", "花艺"],
    chars: ["花", "芳", "蕊", "叶", "卉"],
    shops: ["花艺", "花店", "花坊", "植物"],
    verbs: ["绽放", "送出", "种下", "遇见"],
    nouns: ["芬芳", "美好", "心意", "春天"],
  },
  building: {
    keys: ["建筑", "装修", "工程", "施工", "建材", "设计院"],
    chars: ["筑", "建", "石", "基", "匠"],
    shops: ["建筑", "工程", "装饰", "营造"],
    verbs: ["匠心", "筑造", "坚实", "精工"],
    nouns: ["品质", "家园", "未来", "基石"],
  },
  agency: {
    keys: ["咨询", "设计", "广告", "营销", "品牌", "传媒", "创意"],
    chars: ["创", "意", "策", "品", "睿"],
    shops: ["设计", "创意", "传媒", "咨询"],
    verbs: ["创造", "点亮", "成就", "连接"],
    nouns: ["品牌", "价值", "灵感", "未来"],
  },
};

export const GENERAL_ZH: IndustryWordsZh = {
  keys: [],
  chars: ["嘉", "悦", "启", "新", "源", "恒"],
  shops: ["工坊", "小铺", "品牌", "工作室"],
  verbs: ["用心", "专注", "创造", "分享"],
  nouns: ["美好", "生活", "品质", "未来"],
};

export const THEMES_ZH: Record<string, ThemeWordsZh> = {
  sea: {
    keys: ["海", "海边", "海滨", "沙滩", "海岸", "海湾", "岛", "港"],
    chars: ["海", "潮", "浪", "湾", "岸", "帆", "汐", "鸥"],
    words: ["海风", "潮汐", "浪花", "海湾", "白帆", "海鸥", "听潮"],
  },
  mountain: { keys: ["山", "高山", "山谷", "峰"], chars: ["山", "峰", "岚", "松", "岭"], words: ["山岚", "青峰", "松间", "云岭"] },
  forest: { keys: ["森林", "绿色", "有机", "自然", "生态", "农场", "素食"], chars: ["林", "森", "叶", "禾", "野"], words: ["森林", "青禾", "绿野", "林间"] },
  city: { keys: ["城市", "都市", "街", "巷", "街角"], chars: ["城", "街", "巷", "坊", "市"], words: ["街角", "城南", "小巷", "都市"] },
  sun: { keys: ["阳光", "夏天", "清晨", "早晨", "晨"], chars: ["阳", "晴", "晨", "光", "曦"], words: ["晨光", "暖阳", "晴空", "朝曦"] },
  night: { keys: ["夜", "月", "星", "星空", "晚"], chars: ["月", "夜", "星", "辰", "宵"], words: ["星河", "月光", "夜色", "星辰"] },
  river: { keys: ["河", "湖", "溪", "江", "水边"], chars: ["溪", "河", "湖", "泉", "江"], words: ["溪畔", "湖光", "清泉", "江南"] },
  family: { keys: ["家", "家庭", "社区", "邻里", "本地"], chars: ["家", "邻", "暖", "亲", "乡"], words: ["邻家", "暖家", "乡味", "故里"] },
};

/** Characters that open a name with a mood (慢 slow, 拾 gather, 听 listen ...), and numerals that make place-like names. */
export const OPENERS_ZH = ["慢", "拾", "听", "遇", "小", "好", "半", "一"] as const;
export const NUMERAL_PLACES_ZH = ["一湾", "半岛", "三里", "十里", "一隅", "半山"] as const;
