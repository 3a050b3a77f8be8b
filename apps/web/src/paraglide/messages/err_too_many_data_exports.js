/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_Data_ExportsInputs */

const en_err_too_many_data_exports = /** @type {(inputs: Err_Too_Many_Data_ExportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many data exports`)
};

const ur_err_too_many_data_exports = /** @type {(inputs: Err_Too_Many_Data_ExportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ڈیٹا ڈاؤن لوڈ کرنے کی بہت زیادہ درخواستیں`)
};

/**
* | output |
* | --- |
* | "Too many data exports" |
*
* @param {Err_Too_Many_Data_ExportsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_data_exports = /** @type {((inputs?: Err_Too_Many_Data_ExportsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_Data_ExportsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_data_exports(inputs)
	return en_err_too_many_data_exports(inputs)
});