/**
* | output |
* | --- |
* | "Social Links" |
*
* @param {Profedit_Social_LinksInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_social_links: ((inputs?: Profedit_Social_LinksInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Social_LinksInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Social_LinksInputs = {};
