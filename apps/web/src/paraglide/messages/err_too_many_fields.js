/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_FieldsInputs */

const en_err_too_many_fields = /** @type {(inputs: Err_Too_Many_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many fields`)
};

const ur_err_too_many_fields = /** @type {(inputs: Err_Too_Many_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بہت زیادہ خانے`)
};

/**
* | output |
* | --- |
* | "Too many fields" |
*
* @param {Err_Too_Many_FieldsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_fields = /** @type {((inputs?: Err_Too_Many_FieldsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_FieldsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_fields(inputs)
	return en_err_too_many_fields(inputs)
});