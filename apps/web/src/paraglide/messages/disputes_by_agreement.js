/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_By_AgreementInputs */

const en_disputes_by_agreement = /** @type {(inputs: Disputes_By_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`by agreement`)
};

const ur_disputes_by_agreement = /** @type {(inputs: Disputes_By_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`باہمی رضامندی سے`)
};

/**
* | output |
* | --- |
* | "by agreement" |
*
* @param {Disputes_By_AgreementInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_by_agreement = /** @type {((inputs?: Disputes_By_AgreementInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_By_AgreementInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_by_agreement(inputs)
	return en_disputes_by_agreement(inputs)
});