/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_EvidenceInputs */

const en_disputes_evidence = /** @type {(inputs: Disputes_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evidence`)
};

const ur_disputes_evidence = /** @type {(inputs: Disputes_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثبوت`)
};

/**
* | output |
* | --- |
* | "Evidence" |
*
* @param {Disputes_EvidenceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_evidence = /** @type {((inputs?: Disputes_EvidenceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_EvidenceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_evidence(inputs)
	return en_disputes_evidence(inputs)
});