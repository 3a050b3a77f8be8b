/**
* | output |
* | --- |
* | "Goal by {year}" |
*
* @param {Home_Goal_ByInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_goal_by: ((inputs: Home_Goal_ByInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Goal_ByInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Goal_ByInputs = {
    year: NonNullable<unknown>;
};
