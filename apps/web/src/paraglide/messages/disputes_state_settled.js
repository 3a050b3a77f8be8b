/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_State_SettledInputs */

const en_disputes_state_settled = /** @type {(inputs: Disputes_State_SettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settled`)
};

const ur_disputes_state_settled = /** @type {(inputs: Disputes_State_SettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طے شدہ`)
};

/**
* | output |
* | --- |
* | "Settled" |
*
* @param {Disputes_State_SettledInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_state_settled = /** @type {((inputs?: Disputes_State_SettledInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_State_SettledInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_state_settled(inputs)
	return en_disputes_state_settled(inputs)
});