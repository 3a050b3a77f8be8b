/**
* | output |
* | --- |
* | "Add \"{text}\"" |
*
* @param {Profedit_Add_TypedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_add_typed: ((inputs: Profedit_Add_TypedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Add_TypedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Add_TypedInputs = {
    text: NonNullable<unknown>;
};
