/**
* | output |
* | --- |
* | "None listed." |
*
* @param {Profiles_None_ListedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_none_listed: ((inputs?: Profiles_None_ListedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_None_ListedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_None_ListedInputs = {};
