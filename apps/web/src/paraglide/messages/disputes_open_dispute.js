/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Open_DisputeInputs */

const en_disputes_open_dispute = /** @type {(inputs: Disputes_Open_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open dispute`)
};

const ur_disputes_open_dispute = /** @type {(inputs: Disputes_Open_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازع درج کریں`)
};

/**
* | output |
* | --- |
* | "Open dispute" |
*
* @param {Disputes_Open_DisputeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_open_dispute = /** @type {((inputs?: Disputes_Open_DisputeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Open_DisputeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_open_dispute(inputs)
	return en_disputes_open_dispute(inputs)
});