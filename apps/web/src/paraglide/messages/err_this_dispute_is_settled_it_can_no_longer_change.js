/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Dispute_Is_Settled_It_Can_No_Longer_ChangeInputs */

const en_err_this_dispute_is_settled_it_can_no_longer_change = /** @type {(inputs: Err_This_Dispute_Is_Settled_It_Can_No_Longer_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This dispute is settled; it can no longer change`)
};

const ur_err_this_dispute_is_settled_it_can_no_longer_change = /** @type {(inputs: Err_This_Dispute_Is_Settled_It_Can_No_Longer_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ تنازع طے ہو چکا ہے؛ اب اس میں تبدیلی نہیں ہو سکتی`)
};

/**
* | output |
* | --- |
* | "This dispute is settled; it can no longer change" |
*
* @param {Err_This_Dispute_Is_Settled_It_Can_No_Longer_ChangeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_dispute_is_settled_it_can_no_longer_change = /** @type {((inputs?: Err_This_Dispute_Is_Settled_It_Can_No_Longer_ChangeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Dispute_Is_Settled_It_Can_No_Longer_ChangeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_dispute_is_settled_it_can_no_longer_change(inputs)
	return en_err_this_dispute_is_settled_it_can_no_longer_change(inputs)
});