// World 2's fixed expressions (see fixed_expressions.h): the interjections' words and the verb
// forms the grammar needs for them.
#include "core/corpus/fixed_expressions.h"

#include <string_view>

namespace ap::s2s {

FixedWord interjection_words(Interjection i) {
  switch (i) {
    case Interjection::Yes:
      return {"yes", "oui"};
    case Interjection::No:
      return {"no", "non"};
    case Interjection::ThankYou:
      return {"thank you", "merci"};
    case Interjection::Sorry:
      return {"sorry", "désolé"};
    case Interjection::GoodMorning:
      return {"good morning", "bonjour"};
    case Interjection::Goodbye:
      return {"goodbye", "au revoir"};
    case Interjection::Hello:
      return {"hello", "bonjour"};
    case Interjection::Hi:
      return {"hi", "salut"};
    case Interjection::Thanks:
      return {"thanks", "merci"};
    case Interjection::Bye:
      return {"bye", "salut"};
    case Interjection::Welcome:
      return {"welcome", "bienvenue"};
    case Interjection::Congratulations:
      return {"congratulations", "félicitations"};
    case Interjection::GoodLuck:
      return {"good luck", "bonne chance"};
    case Interjection::ExcuseMe:
      return {"excuse me", "excuse-moi"};
    case Interjection::YouAreWelcome:
      return {"you are welcome", "de rien"};
    case Interjection::NiceToMeetYou:
      return {"nice to meet you", "enchanté"};
    case Interjection::GoodNight:
      return {"good night", "bonne nuit"};
    case Interjection::SeeYouTomorrow:
      return {"see you tomorrow", "à demain"};
    case Interjection::Well:
      return {"well", "eh bien"};
    case Interjection::OfCourse:
      return {"of course", "bien sûr"};
    case Interjection::DoNotWorry:
      return {"do not worry", "ne t' inquiète pas"};
    case Interjection::HurryUp:
      return {"hurry up", "dépêche-toi"};
    case Interjection::MyGod:
      return {"my god", "mon dieu"};
    case Interjection::ByTheWay:
      return {"by the way", "au fait"};
    case Interjection::Anyway:
      return {"anyway", "de toute façon"};
    case Interjection::SitDown:
      return {"sit down", "assieds-toi"};
    case Interjection::WakeUp:
      return {"wake up", "réveille-toi"};
    case Interjection::StandUp:
      return {"stand up", "lève-toi"};
    case Interjection::Alright:
      return {"alright", "d' accord"};
    case Interjection::Cool:
      return {"cool", "cool"};
    case Interjection::GoodLord:
      return {"good lord", "mon dieu"};
    case Interjection::ToTellTheTruth:
      return {"to tell the truth", "à vrai dire"};
    case Interjection::Exactly:
      return {"exactly", "exactement"};
    case Interjection::Whatever:
      return {"whatever", "peu importe"};
    case Interjection::PayAttention:
      return {"pay attention", "fais attention"};
    case Interjection::NeverMind:
      return {"never mind", "laisse tomber"};
    case Interjection::InFact:
      return {"in fact", "en fait"};
    case Interjection::AtLeast:
      return {"at least", "au moins"};
    case Interjection::IMean:
      return {"i mean", "je veux dire"};
    case Interjection::Maybe:
      return {"maybe", "peut-être que"};
    case Interjection::None:
      break;
  }
  return {"", ""};
}

const char* fr_avoir_imparfait(int slot) {
  static const char* const k[] = {"avais", "avait", "avions", "avaient", "avais"};
  return k[slot];
}

const char* feeling_fr(int feeling, bool negated) {
  const char* fr = kFeelings[feeling].fr;
  return negated && std::string_view(fr) == "des ennuis" ? "d' ennuis" : fr;
}

const char* fr_aller_imparfait(int slot) {
  static const char* const k[] = {"allais", "allait", "allions", "allaient", "allais"};
  return k[slot];
}

const char* fr_appeler(int slot) {
  static const char* const k[] = {"appelle", "appelle", "appelons", "appellent", "appelles"};
  return k[slot];
}

}  // namespace ap::s2s
