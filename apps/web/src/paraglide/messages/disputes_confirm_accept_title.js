/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Confirm_Accept_TitleInputs */

const en_disputes_confirm_accept_title = /** @type {(inputs: Disputes_Confirm_Accept_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept this proposal?`)
};

const ur_disputes_confirm_accept_title = /** @type {(inputs: Disputes_Confirm_Accept_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ تجویز قبول کریں؟`)
};

/**
* | output |
* | --- |
* | "Accept this proposal?" |
*
* @param {Disputes_Confirm_Accept_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_confirm_accept_title = /** @type {((inputs?: Disputes_Confirm_Accept_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Confirm_Accept_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_confirm_accept_title(inputs)
	return en_disputes_confirm_accept_title(inputs)
});