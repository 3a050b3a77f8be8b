/**
* | output |
* | --- |
* | "At most 30 skills are allowed" |
*
* @param {Err_At_Most_30_Skills_Are_AllowedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_at_most_30_skills_are_allowed: ((inputs?: Err_At_Most_30_Skills_Are_AllowedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_At_Most_30_Skills_Are_AllowedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_At_Most_30_Skills_Are_AllowedInputs = {};
