/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_By_MediatorInputs */

const en_disputes_by_mediator = /** @type {(inputs: Disputes_By_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`by the mediator`)
};

const ur_disputes_by_mediator = /** @type {(inputs: Disputes_By_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثالث کے فیصلے سے`)
};

/**
* | output |
* | --- |
* | "by the mediator" |
*
* @param {Disputes_By_MediatorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_by_mediator = /** @type {((inputs?: Disputes_By_MediatorInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_By_MediatorInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_by_mediator(inputs)
	return en_disputes_by_mediator(inputs)
});