// The painting demo's bilingual word table and stop words (see painting_query.h).
// Each row: English forms, Chinese forms, and the word's meaning as feature strengths. A word
// means what a reader would look for in this picture (e.g. "light" → bright things).
#include "core/demos/painting_query.h"

#include <sstream>
#include <unordered_set>

namespace ap::demos {
namespace {

struct Row {
  const char* english;  // space-separated forms
  const char* chinese;  // space-separated forms
  std::initializer_list<std::pair<int, float>> features;
};

const Row kRows[] = {
    {"mother mothers mom mum mama mummy maternal",
     "母亲 妈妈 母 娘",
     {{kMother, 1.0f}, {kFemale, 0.5f}, {kPerson, 0.3f}}},
    {"madonna mary virgin lady",
     "圣母 玛利亚 玛丽亚 圣母玛利亚 童贞女",
     {{kMother, 1.0f}, {kFemale, 0.7f}, {kHoly, 0.8f}, {kPerson, 0.3f}}},
    {"woman women female girl girls",
     "女人 女性 妇女 女子 女孩 女",
     {{kFemale, 1.0f}, {kPerson, 0.5f}}},
    {"child children kid kids baby babies infant infants son newborn",
     "孩子 儿童 婴儿 宝宝 小孩 儿子 孩 婴",
     {{kChild, 1.0f}, {kPerson, 0.3f}}},
    {"jesus christ",
     "耶稣 基督 圣婴 圣子",
     {{kChild, 0.6f}, {kHoly, 1.0f}, {kBright, 0.3f}, {kMale, 0.3f}, {kPerson, 0.3f}}},
    {"john baptist giovannino",
     "约翰 圣约翰 施洗约翰 吉凡尼诺 圣吉凡尼诺",
     {{kPraying, 1.0f}, {kChild, 0.5f}, {kMale, 0.5f}, {kPerson, 0.3f}}},
    {"boy boys", "男孩", {{kMale, 1.0f}, {kChild, 0.7f}, {kPerson, 0.3f}}},
    {"man men male", "男人 男性 男", {{kMale, 1.0f}, {kPerson, 0.5f}}},
    {"person persons people figure figures human humans someone",
     "人 人物 人们 人类 人像",
     {{kPerson, 1.0f}}},
    {"holy saint saints sacred divine god halo halos", "圣 神圣 圣人 光环 神", {{kHoly, 1.0f}}},
    {"pray prays praying prayer prayers worship adore adoring adoration kneel kneeling",
     "祈祷 祷告 跪 跪着 朝拜 崇拜",
     {{kPraying, 1.0f}}},
    {"family", "家庭 一家", {{kMother, 0.5f}, {kChild, 0.5f}, {kPerson, 0.5f}}},
    {"animal animals beast beasts creature creatures livestock",
     "动物 牲畜 牲口 野兽 畜生",
     {{kAnimal, 1.0f}}},
    {"donkey donkeys ass mule mules", "驴 毛驴 驴子 骡子", {{kAnimal, 0.6f}, {kLongEars, 1.0f}}},
    {"ox oxen cow cows bull bulls cattle",
     "牛 公牛 母牛 黄牛 水牛",
     {{kAnimal, 0.6f}, {kHorned, 1.0f}}},
    {"horn horns horned", "角 牛角", {{kHorned, 1.0f}}},
    {"ear ears", "耳朵 长耳朵 耳", {{kLongEars, 1.0f}}},
    {"bright brighter brightest light lit luminous shining glowing radiant",
     "亮 明亮 最亮 光 光亮 发光 光明",
     {{kBright, 1.0f}}},
    {"dark darker darkest shadow shadows",
     "暗 黑暗 阴影 昏暗",
     {{kBright, -0.7f}, {kBackground, 0.5f}}},
    {"front foreground main centre center central middle",
     "前景 前面 中心 中央 中间 前",
     {{kForeground, 1.0f}}},
    {"big bigger biggest large larger largest", "大 最大 巨大", {{kForeground, 0.6f}}},
    {"background back behind distant far", "背景 后面 远处 远方 后", {{kBackground, 1.0f}}},
    {"building buildings stable stables barn ruins ruin architecture house shed roof wall walls",
     "建筑 房子 马厩 废墟 屋顶 棚 墙 房屋 马棚",
     {{kBuilding, 1.0f}}},
    {"landscape nature hill hills tree trees field fields land country countryside",
     "风景 自然 山 树 田野 大地 山丘 树木",
     {{kNature, 1.0f}, {kBackground, 0.3f}}},
    {"sky skies heaven heavens cloud clouds", "天空 天 云 云彩", {{kSky, 1.0f}}},
};

// Quietly skipped: grammar words and words that name the picture itself.
const char* const kEnglishStop =
    "the a an and or of with in on at to is are be who what which where this that these those "
    "me show find look see all most some any two one its it his her their there here please "
    "picture painting image";
const char* const kChineseStop =
    "的 和 与 及 以及 还有 跟 了 在 是 一 个 一个 一头 一位 两个 头 只 位 这 那 哪 最 和 "
    "画 图 画中 图中 里 中 上 请 看";

std::vector<std::string> split_words(const char* s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  std::string w;
  while (in >> w) out.push_back(w);
  return out;
}

std::vector<LexiconEntry> build_lexicon() {
  std::vector<LexiconEntry> lex;
  for (const Row& r : kRows) {
    LexiconEntry e;
    e.english = split_words(r.english);
    e.chinese = split_words(r.chinese);
    e.features = Vec::Zero(kPaintingFeatures);
    for (const auto& [f, s] : r.features) e.features(f) = s;
    lex.push_back(std::move(e));
  }
  return lex;
}

const std::unordered_set<std::string>& stop_words() {
  static const std::unordered_set<std::string> set = [] {
    std::unordered_set<std::string> s;
    for (auto& w : split_words(kEnglishStop)) s.insert(w);
    for (auto& w : split_words(kChineseStop)) s.insert(w);
    return s;
  }();
  return set;
}

}  // namespace

const std::vector<LexiconEntry>& painting_lexicon() {
  static const std::vector<LexiconEntry> lex = build_lexicon();
  return lex;
}

bool is_painting_stop_word(std::string_view word) {
  return stop_words().count(std::string(word)) > 0;
}

const std::vector<std::string>& painting_presets() {
  static const std::vector<std::string> presets = {"mother and child",     "animals",    "牛",
                                                   "the brightest figure", "圣母和孩子", "驴"};
  return presets;
}

const std::vector<std::string>& painting_preset_latin_names() {
  static const std::vector<std::string> names = {"mother and child",     "animals",          "niu",
                                                 "the brightest figure", "shengmu he haizi", "lü"};
  return names;
}

}  // namespace ap::demos
