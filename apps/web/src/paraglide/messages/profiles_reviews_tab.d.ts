/**
* | output |
* | --- |
* | "Reviews ({count})" |
*
* @param {Profiles_Reviews_TabInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_reviews_tab: ((inputs: Profiles_Reviews_TabInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Reviews_TabInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Reviews_TabInputs = {
    count: NonNullable<unknown>;
};
