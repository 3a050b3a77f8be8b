/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_DecideInputs */

const en_disputes_decide = /** @type {(inputs: Disputes_DecideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decide`)
};

const ur_disputes_decide = /** @type {(inputs: Disputes_DecideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فیصلہ کریں`)
};

/**
* | output |
* | --- |
* | "Decide" |
*
* @param {Disputes_DecideInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_decide = /** @type {((inputs?: Disputes_DecideInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_DecideInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_decide(inputs)
	return en_disputes_decide(inputs)
});