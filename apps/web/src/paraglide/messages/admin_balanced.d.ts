/**
* | output |
* | --- |
* | "{sum} (balanced)" |
*
* @param {Admin_BalancedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_balanced: ((inputs: Admin_BalancedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_BalancedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_BalancedInputs = {
    sum: NonNullable<unknown>;
};
