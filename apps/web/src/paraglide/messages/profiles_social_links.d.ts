/**
* | output |
* | --- |
* | "Social links" |
*
* @param {Profiles_Social_LinksInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_social_links: ((inputs?: Profiles_Social_LinksInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Social_LinksInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Social_LinksInputs = {};
