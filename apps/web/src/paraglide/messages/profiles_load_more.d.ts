/**
* | output |
* | --- |
* | "Load more" |
*
* @param {Profiles_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_load_more: ((inputs?: Profiles_Load_MoreInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Load_MoreInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Load_MoreInputs = {};
