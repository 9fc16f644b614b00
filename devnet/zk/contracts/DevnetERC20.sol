// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IERC20 {
  event Transfer(address indexed from, address indexed to, uint256 value);
  event Approval(address indexed owner, address indexed spender, uint256 value);

  function transfer(address to, uint256 amount) external returns (bool);
  function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IERC20Metadata {
  function name() external view returns (string memory);
  function symbol() external view returns (string memory);
  function decimals() external view returns (uint8);
}

/// @title A plain ERC20 for the zk stand-in's tokens (the bridged tokens on L2 inherit it).
contract DevnetERC20 is IERC20, IERC20Metadata {
  string public name;
  string public symbol;
  uint8 public decimals;
  uint256 public totalSupply;
  mapping(address owner => uint256) public balanceOf;
  mapping(address owner => mapping(address spender => uint256)) public allowance;

  error InsufficientBalance(address owner, uint256 balance, uint256 needed);
  error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);

  function approve(address _spender, uint256 _amount) external returns (bool) {
    allowance[msg.sender][_spender] = _amount;
    emit Approval(msg.sender, _spender, _amount);
    return true;
  }

  function transfer(address _to, uint256 _amount) external returns (bool) {
    _move(msg.sender, _to, _amount);
    return true;
  }

  function transferFrom(address _from, address _to, uint256 _amount) external returns (bool) {
    uint256 allowed = allowance[_from][msg.sender];
    if (allowed != type(uint256).max) {
      if (allowed < _amount) revert InsufficientAllowance(msg.sender, allowed, _amount);
      allowance[_from][msg.sender] = allowed - _amount;
    }
    _move(_from, _to, _amount);
    return true;
  }

  function _setMetadata(string memory _name, string memory _symbol, uint8 _decimals) internal {
    name = _name;
    symbol = _symbol;
    decimals = _decimals;
  }

  function _mint(address _to, uint256 _amount) internal {
    totalSupply += _amount;
    balanceOf[_to] += _amount;
    emit Transfer(address(0), _to, _amount);
  }

  function _burn(address _from, uint256 _amount) internal {
    uint256 balance = balanceOf[_from];
    if (balance < _amount) revert InsufficientBalance(_from, balance, _amount);
    balanceOf[_from] = balance - _amount;
    totalSupply -= _amount;
    emit Transfer(_from, address(0), _amount);
  }

  function _move(address _from, address _to, uint256 _amount) private {
    uint256 balance = balanceOf[_from];
    if (balance < _amount) revert InsufficientBalance(_from, balance, _amount);
    balanceOf[_from] = balance - _amount;
    balanceOf[_to] += _amount;
    emit Transfer(_from, _to, _amount);
  }
}

/// @title An L1 token with a fixed supply handed out at deployment. The devnet deploys none (the app moves only
/// ETH over the native bridge); tests/integration/zk-bridge.test.ts deploys one to drive viem's token paths.
contract DevnetL1Token is DevnetERC20 {
  constructor(string memory _name, string memory _symbol, address[] memory _holders, uint256 _amountEach) {
    _setMetadata(_name, _symbol, 18);
    for (uint256 i = 0; i < _holders.length; ++i) {
      _mint(_holders[i], _amountEach);
    }
  }
}
