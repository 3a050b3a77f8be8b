/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_F3_TitleInputs */

const en_howitworks_f3_title = /** @type {(inputs: Howitworks_F3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit Proposals`)
};

const ur_howitworks_f3_title = /** @type {(inputs: Howitworks_F3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزلز جمع کروائیں`)
};

/**
* | output |
* | --- |
* | "Submit Proposals" |
*
* @param {Howitworks_F3_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_f3_title = /** @type {((inputs?: Howitworks_F3_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_F3_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_f3_title(inputs)
	return en_howitworks_f3_title(inputs)
});