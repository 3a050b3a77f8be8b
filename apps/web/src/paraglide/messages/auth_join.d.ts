/**
* | output |
* | --- |
* | "Join {product}" |
*
* @param {Auth_JoinInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_join: ((inputs: Auth_JoinInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_JoinInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_JoinInputs = {
    product: NonNullable<unknown>;
};
