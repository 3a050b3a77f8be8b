/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Decide_SplitInputs */

const en_disputes_decide_split = /** @type {(inputs: Disputes_Decide_SplitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decide split`)
};

const ur_disputes_decide_split = /** @type {(inputs: Disputes_Decide_SplitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تقسیم کا فیصلہ کریں`)
};

/**
* | output |
* | --- |
* | "Decide split" |
*
* @param {Disputes_Decide_SplitInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_decide_split = /** @type {((inputs?: Disputes_Decide_SplitInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Decide_SplitInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_decide_split(inputs)
	return en_disputes_decide_split(inputs)
});