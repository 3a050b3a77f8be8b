/**
* | output |
* | --- |
* | "You are offline. Pages and data you open may not load until the connection is back." |
*
* @param {Common_Offline_BannerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_offline_banner: ((inputs?: Common_Offline_BannerInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Offline_BannerInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Offline_BannerInputs = {};
