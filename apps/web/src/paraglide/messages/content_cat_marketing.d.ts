/**
* | output |
* | --- |
* | "Digital Marketing" |
*
* @param {Content_Cat_MarketingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_cat_marketing: ((inputs?: Content_Cat_MarketingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cat_MarketingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Cat_MarketingInputs = {};
