/**
* | output |
* | --- |
* | "Member Since" |
*
* @param {Profiles_Member_SinceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_member_since: ((inputs?: Profiles_Member_SinceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Member_SinceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Member_SinceInputs = {};
