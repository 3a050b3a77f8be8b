/**
* | output |
* | --- |
* | "Member since {date}" |
*
* @param {Profiles_Member_Since_DateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_member_since_date: ((inputs: Profiles_Member_Since_DateInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Member_Since_DateInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Member_Since_DateInputs = {
    date: NonNullable<unknown>;
};
