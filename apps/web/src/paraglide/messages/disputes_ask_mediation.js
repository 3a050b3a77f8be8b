/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Ask_MediationInputs */

const en_disputes_ask_mediation = /** @type {(inputs: Disputes_Ask_MediationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for mediation`)
};

const ur_disputes_ask_mediation = /** @type {(inputs: Disputes_Ask_MediationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثالثی کی درخواست کریں`)
};

/**
* | output |
* | --- |
* | "Ask for mediation" |
*
* @param {Disputes_Ask_MediationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_ask_mediation = /** @type {((inputs?: Disputes_Ask_MediationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Ask_MediationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_ask_mediation(inputs)
	return en_disputes_ask_mediation(inputs)
});