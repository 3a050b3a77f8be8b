/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Wallet_Stage_SentInputs */

const en_wallet_stage_sent = /** @type {(inputs: Wallet_Stage_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sent to your bank on ${i?.date}`)
};

const ur_wallet_stage_sent = /** @type {(inputs: Wallet_Stage_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} کو آپ کے بینک کو بھیج دی گئی`)
};

/**
* | output |
* | --- |
* | "Sent to your bank on {date}" |
*
* @param {Wallet_Stage_SentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_stage_sent = /** @type {((inputs: Wallet_Stage_SentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Stage_SentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_stage_sent(inputs)
	return en_wallet_stage_sent(inputs)
});