/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_Dispute_ActionsInputs */

const en_err_too_many_dispute_actions = /** @type {(inputs: Err_Too_Many_Dispute_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many dispute actions`)
};

const ur_err_too_many_dispute_actions = /** @type {(inputs: Err_Too_Many_Dispute_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازعات پر بہت زیادہ کارروائیاں`)
};

/**
* | output |
* | --- |
* | "Too many dispute actions" |
*
* @param {Err_Too_Many_Dispute_ActionsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_dispute_actions = /** @type {((inputs?: Err_Too_Many_Dispute_ActionsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_Dispute_ActionsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_dispute_actions(inputs)
	return en_err_too_many_dispute_actions(inputs)
});