// Internal to the exercise list (exercise_list.cpp, exercise_views.cpp, model_exercises.cpp): the
// common start of an exercise, and the second file's builders.
#pragma once

#include "app/classroom/exercise_list.h"

namespace ap::exercises {

// An exercise with its id and view, starting on that view with the default state otherwise.
Exercise new_exercise(const char* id, Tab tab);

// The translator's, self-attention's, Train tab's and bottleneck's exercises, in list order.
std::vector<Exercise> view_exercises(std::string_view language);

// The Transformer heads' and the Explain tab's exercises (model_exercises.cpp), in list order.
std::vector<Exercise> model_exercises(std::string_view language);

}  // namespace ap::exercises
