/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Err_T_Must_Be_TextInputs */

const en_err_t_must_be_text = /** @type {(inputs: Err_T_Must_Be_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be text`)
};

const ur_err_t_must_be_text = /** @type {(inputs: Err_T_Must_Be_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} متن کی صورت میں ہونا چاہیے`)
};

/**
* | output |
* | --- |
* | "{label} must be text" |
*
* @param {Err_T_Must_Be_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_must_be_text = /** @type {((inputs: Err_T_Must_Be_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Must_Be_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_must_be_text(inputs)
	return en_err_t_must_be_text(inputs)
});