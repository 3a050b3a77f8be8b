/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_C2_TitleInputs */

const en_howitworks_c2_title = /** @type {(inputs: Howitworks_C2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post Project`)
};

const ur_howitworks_c2_title = /** @type {(inputs: Howitworks_C2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروجیکٹ پوسٹ کریں`)
};

/**
* | output |
* | --- |
* | "Post Project" |
*
* @param {Howitworks_C2_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_c2_title = /** @type {((inputs?: Howitworks_C2_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_C2_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_c2_title(inputs)
	return en_howitworks_c2_title(inputs)
});