/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Save_FailedInputs */

const en_profedit_save_failed = /** @type {(inputs: Profedit_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to save profile`)
};

const ur_profedit_save_failed = /** @type {(inputs: Profedit_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل محفوظ نہیں ہو سکا`)
};

/**
* | output |
* | --- |
* | "Failed to save profile" |
*
* @param {Profedit_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_save_failed = /** @type {((inputs?: Profedit_Save_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Save_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_save_failed(inputs)
	return en_profedit_save_failed(inputs)
});