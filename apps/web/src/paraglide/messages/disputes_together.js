/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Disputes_TogetherInputs */

const en_disputes_together = /** @type {(inputs: Disputes_TogetherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Together ${i?.amount}, the amount in escrow. The platform fee applies only to the freelancer's part; mediation is free.`)
};

const ur_disputes_together = /** @type {(inputs: Disputes_TogetherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کل ${i?.amount}، جو ایسکرو میں موجود رقم ہے۔ پلیٹ فارم فیس صرف فری لانسر کے حصے پر لگتی ہے؛ ثالثی مفت ہے۔`)
};

/**
* | output |
* | --- |
* | "Together {amount}, the amount in escrow. The platform fee applies only to the freelancer's part; mediation is free." |
*
* @param {Disputes_TogetherInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_together = /** @type {((inputs: Disputes_TogetherInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_TogetherInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_together(inputs)
	return en_disputes_together(inputs)
});