/**
* | output |
* | --- |
* | "{product} home" |
*
* @param {Nav_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_home_link: ((inputs: Nav_Home_LinkInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Home_LinkInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Home_LinkInputs = {
    product: NonNullable<unknown>;
};
