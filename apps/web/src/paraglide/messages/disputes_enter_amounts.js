/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Enter_AmountsInputs */

const en_disputes_enter_amounts = /** @type {(inputs: Disputes_Enter_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter amounts such as 12.50`)
};

const ur_disputes_enter_amounts = /** @type {(inputs: Disputes_Enter_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقوم لکھیں، مثلاً 12.50`)
};

/**
* | output |
* | --- |
* | "Enter amounts such as 12.50" |
*
* @param {Disputes_Enter_AmountsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_enter_amounts = /** @type {((inputs?: Disputes_Enter_AmountsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Enter_AmountsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_enter_amounts(inputs)
	return en_disputes_enter_amounts(inputs)
});