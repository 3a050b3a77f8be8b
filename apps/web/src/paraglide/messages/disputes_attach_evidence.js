/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Attach_EvidenceInputs */

const en_disputes_attach_evidence = /** @type {(inputs: Disputes_Attach_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attach evidence`)
};

const ur_disputes_attach_evidence = /** @type {(inputs: Disputes_Attach_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثبوت منسلک کریں`)
};

/**
* | output |
* | --- |
* | "Attach evidence" |
*
* @param {Disputes_Attach_EvidenceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_attach_evidence = /** @type {((inputs?: Disputes_Attach_EvidenceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Attach_EvidenceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_attach_evidence(inputs)
	return en_disputes_attach_evidence(inputs)
});