/**
* | output |
* | --- |
* | "IT Hubs in GB" |
*
* @param {Nav_It_HubsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_it_hubs: ((inputs?: Nav_It_HubsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_It_HubsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_It_HubsInputs = {};
