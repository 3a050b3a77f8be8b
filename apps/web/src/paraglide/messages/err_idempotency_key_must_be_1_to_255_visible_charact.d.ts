/**
* | output |
* | --- |
* | "Idempotency-Key must be 1 to 255 visible characters" |
*
* @param {Err_Idempotency_Key_Must_Be_1_To_255_Visible_CharactInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_idempotency_key_must_be_1_to_255_visible_charact: ((inputs?: Err_Idempotency_Key_Must_Be_1_To_255_Visible_CharactInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Idempotency_Key_Must_Be_1_To_255_Visible_CharactInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Idempotency_Key_Must_Be_1_To_255_Visible_CharactInputs = {};
