/**
* | output |
* | --- |
* | "— {status} (as {as})" |
*
* @param {Admin_Contract_AsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_contract_as: ((inputs: Admin_Contract_AsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Contract_AsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Contract_AsInputs = {
    status: NonNullable<unknown>;
    as: NonNullable<unknown>;
};
