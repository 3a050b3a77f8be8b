/**
* | output |
* | --- |
* | "Member since {since}" |
*
* @param {Jobs_Member_SinceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_member_since: ((inputs: Jobs_Member_SinceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Member_SinceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Member_SinceInputs = {
    since: NonNullable<unknown>;
};
