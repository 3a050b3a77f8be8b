/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Idempotency_Key_Must_Be_1_To_255_Visible_CharactInputs */

const en_err_idempotency_key_must_be_1_to_255_visible_charact = /** @type {(inputs: Err_Idempotency_Key_Must_Be_1_To_255_Visible_CharactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idempotency-Key must be 1 to 255 visible characters`)
};

const ur_err_idempotency_key_must_be_1_to_255_visible_charact = /** @type {(inputs: Err_Idempotency_Key_Must_Be_1_To_255_Visible_CharactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست کی کلید درست نہیں`)
};

/**
* | output |
* | --- |
* | "Idempotency-Key must be 1 to 255 visible characters" |
*
* @param {Err_Idempotency_Key_Must_Be_1_To_255_Visible_CharactInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_idempotency_key_must_be_1_to_255_visible_charact = /** @type {((inputs?: Err_Idempotency_Key_Must_Be_1_To_255_Visible_CharactInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Idempotency_Key_Must_Be_1_To_255_Visible_CharactInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_idempotency_key_must_be_1_to_255_visible_charact(inputs)
	return en_err_idempotency_key_must_be_1_to_255_visible_charact(inputs)
});