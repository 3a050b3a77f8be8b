/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Stage_QueuedInputs */

const en_wallet_stage_queued = /** @type {(inputs: Wallet_Stage_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queued for payment`)
};

const ur_wallet_stage_queued = /** @type {(inputs: Wallet_Stage_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی کی قطار میں`)
};

/**
* | output |
* | --- |
* | "Queued for payment" |
*
* @param {Wallet_Stage_QueuedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_stage_queued = /** @type {((inputs?: Wallet_Stage_QueuedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Stage_QueuedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_stage_queued(inputs)
	return en_wallet_stage_queued(inputs)
});