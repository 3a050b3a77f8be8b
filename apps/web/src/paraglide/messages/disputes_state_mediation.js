/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_State_MediationInputs */

const en_disputes_state_mediation = /** @type {(inputs: Disputes_State_MediationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In mediation`)
};

const ur_disputes_state_mediation = /** @type {(inputs: Disputes_State_MediationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثالثی میں`)
};

/**
* | output |
* | --- |
* | "In mediation" |
*
* @param {Disputes_State_MediationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_state_mediation = /** @type {((inputs?: Disputes_State_MediationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_State_MediationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_state_mediation(inputs)
	return en_disputes_state_mediation(inputs)
});