/**
* | output |
* | --- |
* | "SEO & Marketing" |
*
* @param {Category_Seo_MarketingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_seo_marketing: ((inputs?: Category_Seo_MarketingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Seo_MarketingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Seo_MarketingInputs = {};
