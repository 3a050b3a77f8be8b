/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_State_OpenInputs */

const en_disputes_state_open = /** @type {(inputs: Disputes_State_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

const ur_disputes_state_open = /** @type {(inputs: Disputes_State_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کھلا`)
};

/**
* | output |
* | --- |
* | "Open" |
*
* @param {Disputes_State_OpenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_state_open = /** @type {((inputs?: Disputes_State_OpenInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_State_OpenInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_state_open(inputs)
	return en_disputes_state_open(inputs)
});