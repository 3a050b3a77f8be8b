/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_CancelInputs */

const en_disputes_cancel = /** @type {(inputs: Disputes_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const ur_disputes_cancel = /** @type {(inputs: Disputes_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منسوخ کریں`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Disputes_CancelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_cancel = /** @type {((inputs?: Disputes_CancelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_CancelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_cancel(inputs)
	return en_disputes_cancel(inputs)
});