/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_C3_TitleInputs */

const en_howitworks_c3_title = /** @type {(inputs: Howitworks_C3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review Proposals`)
};

const ur_howitworks_c3_title = /** @type {(inputs: Howitworks_C3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزلز کا جائزہ لیں`)
};

/**
* | output |
* | --- |
* | "Review Proposals" |
*
* @param {Howitworks_C3_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_c3_title = /** @type {((inputs?: Howitworks_C3_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_C3_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_c3_title(inputs)
	return en_howitworks_c3_title(inputs)
});