// The toolbar's embed code (app/page/embed_snippet.h): where embed.js is found from the page's URL,
// and the two lines with the link and the tab, escaped for a double-quoted attribute.
#include "app/page/embed_snippet.h"

#include <gtest/gtest.h>

namespace ap {
namespace {

TEST(EmbedSnippetTest, ScriptSitsBesideThePage) {
  EXPECT_EQ(embed_script_url("https://x.org/ap/index.html?embed=1#v1.A"),
            "https://x.org/ap/embed.js");
  EXPECT_EQ(embed_script_url("https://x.org/ap/"), "https://x.org/ap/embed.js");
  EXPECT_EQ(embed_script_url("https://x.org/ap/#v1.A/B"), "https://x.org/ap/embed.js");
  EXPECT_EQ(embed_script_url("https://x.org/ap/?a=b/c"), "https://x.org/ap/embed.js");
  EXPECT_EQ(embed_script_url("http://127.0.0.1:8080/"), "http://127.0.0.1:8080/embed.js");
  EXPECT_EQ(embed_script_url("https://x.org"), "https://x.org/embed.js");
  EXPECT_EQ(embed_script_url(""), "embed.js");
}

TEST(EmbedSnippetTest, TwoLinesWithLinkAndTab) {
  EXPECT_EQ(embed_snippet("https://x.org/ap/index.html", "v1.AVAB-_", "translate"),
            "<script type=\"module\" src=\"https://x.org/ap/embed.js\"></script>\n"
            "<attention-playground link=\"v1.AVAB-_\" tab=\"translate\" height=\"480\">"
            "</attention-playground>\n");
}

TEST(EmbedSnippetTest, AttributeValuesAreEscaped) {
  const std::string s = embed_snippet("https://x.org/a\"b/", "v1.<&>", "lab");
  EXPECT_NE(s.find("src=\"https://x.org/a&quot;b/embed.js\""), std::string::npos) << s;
  EXPECT_NE(s.find("link=\"v1.&lt;&amp;&gt;\""), std::string::npos) << s;
}

}  // namespace
}  // namespace ap
